import type { LabDetail } from '@ilm/contract';
import { api } from '@ilm/shared/api';
import { useTranslation } from '@ilm/shared/i18n';
import { QueryView, queryOptions, useQuery, type QueryErrorView } from '@ilm/shared/query';
import { ErrorState } from '@ilm/shared/ui';
import { CareerPathCard, careerPathQuery, LabCard } from '../catalog';
import { NAMESPACE } from '../../i18n';
import { RESOURCES_NAMESPACE } from '../resources';
import type { ArticleFacts } from './article';
import styles from './blog.module.css';

// Keys start with this remote's name, like the catalog feature's (the QueryClient is the page's, shared by every remote).
const labQuery = (slug: string) =>
  queryOptions({ queryKey: ['mfe-marketing', 'catalog', 'lab', slug], queryFn: () => api<LabDetail>(`catalog/labs/${encodeURIComponent(slug)}/`) });

/** A failure the reader should hear about; a lab or path the catalog no longer has is simply left out. */
function useRelatedError(): QueryErrorView {
  const { t } = useTranslation(NAMESPACE);
  return (error, retry) => (error.status === 404 ? null : <ErrorState title={t('catalog.loadFailed')} message={t('catalog.unavailable')} onRetry={retry} />);
}

function RelatedLab({ slug }: { slug: string }) {
  const lab = useQuery(labQuery(slug));
  const relatedError = useRelatedError();
  return (
    <QueryView query={lab} lines={4} error={relatedError}>
      {(found) => <LabCard lab={found} />}
    </QueryView>
  );
}

function RelatedCareerPath({ slug }: { slug: string }) {
  const path = useQuery(careerPathQuery(slug));
  const relatedError = useRelatedError();
  return (
    <QueryView query={path} lines={4} error={relatedError}>
      {(found) => <CareerPathCard path={found} />}
    </QueryView>
  );
}

/**
 * Where to practise what an article explains: its labs and career path as the catalog lists them
 * now (title, length, token cost, price), never as the article was written.
 */
export function RelatedPractice({ article }: { article: ArticleFacts }) {
  const { t } = useTranslation(RESOURCES_NAMESPACE);
  if (article.labs.length === 0 && !article.careerPath) return null;
  return (
    <section className={styles.practice} aria-labelledby="article-practice">
      <h2 id="article-practice" className={styles.practiceTitle}>
        {t(article.labs.length > 0 ? 'blog.practiseInLab' : 'blog.followPath')}
      </h2>
      <p className={styles.practiceIntro}>{t(article.labs.length > 0 ? 'blog.practiseInLabIntro' : 'blog.followPathIntro')}</p>
      <ul className={styles.practiceGrid}>
        {article.labs.map((slug) => (
          <li key={slug}>
            <RelatedLab slug={slug} />
          </li>
        ))}
        {article.careerPath && (
          <li>
            <RelatedCareerPath slug={article.careerPath} />
          </li>
        )}
      </ul>
    </section>
  );
}
