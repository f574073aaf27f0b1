import { useState } from 'react';
import { Link, useNavigate } from '@ilm/shared/router';
import { toApiError } from '@ilm/shared/api';
import { useTranslation } from '@ilm/shared/i18n';
import { useMutation, useQuery, useQueryClient } from '@ilm/shared/query';
import { href } from '@ilm/shared/routes';
import { useSession } from '@ilm/shared/stores';
import { Button, ConfirmDialog, FormAlert, Skeleton, buttonClass, layoutClasses as ui } from '@ilm/shared/ui';
import { NAMESPACE } from '../../i18n';
import { launchInstance, instanceHref, INSTANCES_KEY, instancesQuery } from '../instances';
import { balanceQuery } from '../balance';
import type { LabDetail } from './labs.api';
import styles from './labs.module.css';

/**
 * A lab this platform cannot run yet (it needs a cloud account or a cluster no driver serves here):
 * said plainly, with no Launch button, so no token is ever taken for it.
 */
function NeedsEnvironment({ lab }: { lab: LabDetail }) {
  const { t } = useTranslation(NAMESPACE);
  const environment = t(`environment.${lab.environment}`);
  return (
    <section className={ui.card} aria-labelledby="launch-title">
      <h2 id="launch-title" className={ui.sectionTitle}>
        {t('launch.needsTitle', { environment })}
      </h2>
      <p className={styles.cost}>{t('tokenCount', { count: lab.token_cost })}</p>
      <p className={ui.warning}>{t('launch.needsBody', { environment })}</p>
      <Link className={buttonClass('secondary')} to={`${href('dashboard')}#recommended-labs`}>
        {t('launch.needsBrowse')}
      </Link>
    </section>
  );
}

/** The lab's cost and the Launch button: visitors are sent to sign in, learners confirm the spend first. */
export function LaunchPanel({ lab }: { lab: LabDetail }) {
  const { t } = useTranslation(NAMESPACE);
  const session = useSession().status;
  const navigate = useNavigate();
  const member = session === 'signed-in';
  const queryClient = useQueryClient();
  const balance = useQuery({ ...balanceQuery(), enabled: member });
  const active = useQuery({ ...instancesQuery('active'), enabled: member });
  const [asking, setAsking] = useState(false);
  const launch = useMutation({
    mutationFn: () => launchInstance(lab.slug),
    onSuccess: (instance) => {
      // The launch spent tokens and made an instance.
      void queryClient.invalidateQueries({ queryKey: balanceQuery().queryKey });
      void queryClient.invalidateQueries({ queryKey: INSTANCES_KEY });
      navigate(instanceHref(instance.id));
    },
    onError: () => {
      setAsking(false);
      void balance.refetch();
    },
  });
  const busy = launch.isPending;
  const error = launch.error ? toApiError(launch.error) : undefined;
  const running = active.data?.results.find((instance) => instance.lab.slug === lab.slug);
  const known = balance.data?.balance;
  const short = known !== undefined && known < lab.token_cost;

  if (!lab.launchable) return <NeedsEnvironment lab={lab} />;

  function start() {
    if (!member) {
      navigate(`${href('sign-in')}?redirect=${encodeURIComponent(href('lab', { slug: lab.slug }))}`);
      return;
    }
    launch.reset();
    setAsking(true);
  }

  return (
    <section className={ui.card} aria-labelledby="launch-title">
      <h2 id="launch-title" className={ui.sectionTitle}>
        {t('launch.title')}
      </h2>
      <p className={styles.cost}>{t('tokenCount', { count: lab.token_cost })}</p>
      {session === 'checking' || (member && balance.isPending) ? (
        <Skeleton lines={1} />
      ) : member && known !== undefined ? (
        <p className={ui.muted}>{t('launch.balance', { count: known })}</p>
      ) : !member ? (
        <p className={ui.muted}>{t('launch.signInHint')}</p>
      ) : null}
      {short && (
        <p className={ui.warning} role="status">
          {t('launch.short', { count: lab.token_cost, balance: known })}{' '}
          <Link className={ui.link} to={href('tokens')}>
            {t('launch.buyTokens')}
          </Link>
        </p>
      )}
      {running ? (
        <Link className={buttonClass()} to={instanceHref(running.id)}>
          {t('launch.openRunning')}
        </Link>
      ) : (
        <Button onClick={start} disabled={session === 'checking' || short || busy}>
          {t('launch.button')}
        </Button>
      )}
      {error && (
        <FormAlert>
          {error.message || t('launch.failed')}{' '}
          {error.status === 402 && (
            <Link className={ui.link} to={href('tokens')}>
              {t('launch.buyTokens')}
            </Link>
          )}
        </FormAlert>
      )}
      <ConfirmDialog
        open={asking}
        title={t('launch.confirmTitle', { title: lab.title })}
        confirmLabel={t('launch.confirm', { count: lab.token_cost })}
        busy={busy}
        onConfirm={() => launch.mutate()}
        onCancel={() => setAsking(false)}
      >
        <p>{t('launch.confirmBody', { count: lab.token_cost, balance: known ?? 0, after: (known ?? 0) - lab.token_cost })}</p>
      </ConfirmDialog>
    </section>
  );
}
