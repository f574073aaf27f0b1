import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from '@ilm/shared/router';
import { INTERVIEW_QUESTIONS } from '@ilm/contract';
import { toApiError } from '@ilm/shared/api';
import { useTranslation } from '@ilm/shared/i18n';
import { QueryView, useMutation, useQuery, useQueryClient } from '@ilm/shared/query';
import { href } from '@ilm/shared/routes';
import { Button, FormAlert, SelectField, useElementId, layoutClasses as ui } from '@ilm/shared/ui';
import blocks from '../common/blocks.module.css';
import { startInterview } from './interviews.api';
import { careerPathsQuery, INTERVIEWS_KEY, interviewQuery } from './interviews.queries';
import { INTERVIEWS_NAMESPACE } from './i18n';
import styles from './interviews.module.css';

/** Starting a mock interview: the career path (from the catalog), then to the interview's page. */
export function StartInterview() {
  const { t } = useTranslation(INTERVIEWS_NAMESPACE);
  const paths = useQuery(careerPathsQuery());
  const titleId = useElementId();
  return (
    <section className={ui.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={ui.sectionTitle}>
        {t('start.title')}
      </h2>
      <QueryView query={paths} lines={2} error={{ message: t('start.pathsFailed') }}>
        {(list) => <StartForm paths={list.map((path) => ({ value: path.slug, label: path.title }))} />}
      </QueryView>
    </section>
  );
}

function StartForm({ paths }: { paths: { value: string; label: string }[] }) {
  const { t } = useTranslation(INTERVIEWS_NAMESPACE);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const select = useRef<HTMLSelectElement>(null);
  const [slug, setSlug] = useState('');
  const [unchosen, setUnchosen] = useState(false);
  const start = useMutation({
    mutationFn: (careerPath: string) => startInterview({ career_path_slug: careerPath }),
    onSuccess: (interview) => {
      queryClient.setQueryData(interviewQuery(interview.id).queryKey, interview);
      void queryClient.invalidateQueries({ queryKey: [...INTERVIEWS_KEY, 'list'] });
      navigate(href('interview', { id: interview.id }));
    },
  });
  const error = start.error ? toApiError(start.error) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!slug) {
      setUnchosen(true);
      select.current?.focus();
      return;
    }
    start.mutate(slug);
  };

  return (
    <form className={blocks.form} onSubmit={submit} noValidate>
      <SelectField
        ref={select}
        label={t('start.careerPath')}
        placeholder={t('start.choose')}
        options={paths}
        value={slug}
        hint={t('start.hint', { count: INTERVIEW_QUESTIONS })}
        error={unchosen ? t('start.chooseFirst') : undefined}
        onChange={(event) => {
          setSlug(event.target.value);
          setUnchosen(false);
        }}
      />
      {error && <FormAlert>{error.message || t('start.failed')}</FormAlert>}
      <div className={styles.actions}>
        <Button type="submit" disabled={start.isPending}>
          {start.isPending ? t('start.starting') : t('start.submit')}
        </Button>
      </div>
    </form>
  );
}
