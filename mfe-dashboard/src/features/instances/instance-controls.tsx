import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toApiError } from '@ilm/shared/api';
import { useTranslation } from '@ilm/shared/i18n';
import { useMutation, useQueryClient } from '@ilm/shared/query';
import { href } from '@ilm/shared/routes';
import { Button, ConfirmDialog, FormAlert } from '@ilm/shared/ui';
import { NAMESPACE } from '../../i18n';
import ui from '../common/ui.module.css';
import { balanceQuery } from '../tokens/tokens.queries';
import { extendInstance, isPending, stopInstance, type LabInstance } from './instances.api';
import { instanceQuery } from './instances.queries';

/** Extend (while allowed) and Stop, each after a confirmation; the answer is the instance's new state. */
export function InstanceControls({ instance, balance }: { instance: LabInstance; balance: number | undefined }) {
  const { t } = useTranslation(NAMESPACE);
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<'extend' | 'stop' | null>(null);
  const action = useMutation({
    mutationFn: (kind: 'extend' | 'stop') => (kind === 'extend' ? extendInstance(instance.id) : stopInstance(instance.id)),
    onSuccess: (next) => {
      queryClient.setQueryData(instanceQuery(instance.id).queryKey, next);
      // An extension spends tokens; a stop before the lab ran refunds them.
      void queryClient.invalidateQueries({ queryKey: balanceQuery().queryKey });
    },
    onSettled: () => setAsking(null),
  });
  const busy = action.isPending;
  const error = action.error ? toApiError(action.error) : undefined;
  const done = action.isSuccess ? (action.variables === 'extend' ? t('controls.extended') : t('controls.stopped')) : undefined;
  const running = instance.status === 'running';
  const extensionsLeft = instance.max_extensions - instance.extensions;
  const canExtend = running && extensionsLeft > 0;
  const short = balance !== undefined && balance < instance.extend_token_cost;

  return (
    <section className={ui.card} aria-labelledby="controls-title">
      <h2 id="controls-title" className={ui.sectionTitle}>
        {t('controls.title')}
      </h2>
      {running && (
        <p className={ui.muted}>
          {extensionsLeft > 0
            ? t('controls.extensionsLeft', { count: extensionsLeft, cost: t('tokenCount', { count: instance.extend_token_cost }) })
            : t('controls.noExtensionsLeft', { count: instance.max_extensions })}
        </p>
      )}
      {running && short && canExtend && (
        <p className={ui.muted}>
          {t('controls.shortForExtend', { count: instance.extend_token_cost, balance })}{' '}
          <Link className={ui.link} to={href('tokens')}>
            {t('controls.buyTokens')}
          </Link>
        </p>
      )}
      <div className={ui.actions}>
        {running && (
          <Button onClick={() => setAsking('extend')} disabled={!canExtend || busy}>
            {t('controls.extend', { count: instance.extend_token_cost })}
          </Button>
        )}
        <Button variant="secondary" onClick={() => setAsking('stop')} disabled={busy}>
          {t('controls.stop')}
        </Button>
      </div>
      {error && (
        <FormAlert>
          {error.status === 402 ? (
            <>
              {error.message}{' '}
              <Link className={ui.link} to={href('tokens')}>
                {t('controls.buyTokens')}
              </Link>
            </>
          ) : (
            error.message || t('controls.failed')
          )}
        </FormAlert>
      )}
      {done && <FormAlert tone="success">{done}</FormAlert>}
      <ConfirmDialog
        open={asking === 'extend'}
        title={t('controls.extendTitle')}
        confirmLabel={t('controls.extendConfirm', { count: instance.extend_token_cost })}
        busy={busy}
        onConfirm={() => action.mutate('extend')}
        onCancel={() => setAsking(null)}
      >
        <p>{t('controls.extendBody', { count: instance.extend_token_cost, used: instance.extensions + 1, max: instance.max_extensions })}</p>
        {balance !== undefined && <p>{t('controls.balance', { count: balance })}</p>}
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'stop'}
        title={t('controls.stopTitle')}
        confirmLabel={t('controls.stopConfirm')}
        busy={busy}
        onConfirm={() => action.mutate('stop')}
        onCancel={() => setAsking(null)}
      >
        <p>{isPending(instance) ? t('controls.stopBodyPending', { count: instance.tokens_spent }) : t('controls.stopBody')}</p>
      </ConfirmDialog>
    </section>
  );
}
