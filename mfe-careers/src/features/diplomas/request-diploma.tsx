import { Link } from '@ilm/shared/router';
import { useTranslation } from '@ilm/shared/i18n';
import { toApiError } from '@ilm/shared/api';
import { useMutation, useQueryClient } from '@ilm/shared/query';
import { href } from '@ilm/shared/routes';
import { Button, FormAlert, layoutClasses as ui } from '@ilm/shared/ui';
import { type PathProgress, PROGRESS_KEY } from '../progress';
import { issueDiploma, type Diploma, type DiplomaRefusal } from './diplomas.api';
import { myDiplomasQuery } from './diplomas.queries';
import { DIPLOMAS_NAMESPACE } from './i18n';
import styles from './diplomas.module.css';

/**
 * A career path completed without a diploma: "Request your diploma" asks the API to issue it
 * (`POST diplomas/`). The API decides: without the diploma declaration it refuses and says so, and
 * the declaration page is one link away. Its refusals are shown as they come, in the page's language.
 */
export function RequestDiploma({ path, onIssued }: { path: Pick<PathProgress, 'slug' | 'title'>; onIssued: (diploma: Diploma) => void }) {
  const { t } = useTranslation(DIPLOMAS_NAMESPACE);
  const client = useQueryClient();
  const request = useMutation({
    mutationFn: () => issueDiploma({ career_path_slug: path.slug }),
    onSuccess: onIssued,
    // Issued now or earlier (another tab): either way the lists are out of date.
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: myDiplomasQuery().queryKey }), client.invalidateQueries({ queryKey: PROGRESS_KEY })]),
  });
  const refusal = request.error ? toApiError(request.error) : null;
  const body = (refusal?.data ?? {}) as Partial<DiplomaRefusal>;
  return (
    <>
      <p>{t('request.ready', { path: path.title })}</p>
      <p className={ui.muted}>{t('request.declareFirst')}</p>
      <p className={ui.actions}>
        <Button onClick={() => request.mutate()} disabled={request.isPending}>
          {request.isPending ? t('request.sending') : t('request.action', { path: path.title })}
        </Button>
        <Link className={ui.link} to={href('diploma-declaration')}>
          {t('request.declare')}
        </Link>
      </p>
      {refusal && (
        <FormAlert>
          {/* The API's own words (in the page's language) for a refusal; ours when no answer came. */}
          {refusal.status >= 400 && refusal.status < 500 ? refusal.message : t('request.failed')}
        </FormAlert>
      )}
      {body.remaining_labs && body.remaining_labs.length > 0 && (
        <>
          <p>{t('request.remaining')}</p>
          <ul className={styles.remaining}>
            {body.remaining_labs.map((lab) => (
              <li key={lab.slug}>
                <Link className={ui.link} to={href('lab', { slug: lab.slug })}>
                  {lab.title}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
