import { useState } from 'react';
import { Link } from '@ilm/shared/router';
import { toApiError } from '@ilm/shared/api';
import { useTranslation } from '@ilm/shared/i18n';
import { useMutation, useQueryClient } from '@ilm/shared/query';
import { href } from '@ilm/shared/routes';
import { Button, ConfirmDialog, FormAlert, layoutClasses as ui } from '@ilm/shared/ui';
import { NAMESPACE } from '../../i18n';
import { balanceQuery } from '../balance';
import { extendInstance, isPending, resetInstance, stopInstance, type LabInstance } from './instances.api';
import { instanceQuery } from './instances.queries';

type Action = 'extend' | 'reset' | 'stop';
const ACTIONS = { extend: extendInstance, reset: resetInstance, stop: stopInstance } as const;
const DONE = { extend: 'controls.extended', reset: 'controls.resetDone', stop: 'controls.stopped' } as const;

/** Extend (while allowed), Reset and Stop, each after a confirmation; the answer is the instance's new state. */
export function InstanceControls({ instance, balance, onReset }: { instance: LabInstance; balance: number | undefined; onReset?: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<Action | null>(null);
  const action = useMutation({
    mutationFn: (kind: Action) => ACTIONS[kind](instance.id),
    onSuccess: (next, kind) => {
      queryClient.setQueryData(instanceQuery(instance.id).queryKey, next);
      if (kind === 'reset') onReset?.();
      // An extension spends tokens; a stop before the lab ran refunds them.
      void queryClient.invalidateQueries({ queryKey: balanceQuery().queryKey });
    },
    onSettled: () => setAsking(null),
  });
  const busy = action.isPending;
  const error = action.error ? toApiError(action.error) : undefined;
  const done = action.isSuccess ? t(DONE[action.variables]) : undefined;
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
        {running && (
          <Button variant="secondary" onClick={() => setAsking('reset')} disabled={busy}>
            {t('controls.reset')}
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
        open={asking === 'reset'}
        title={t('controls.resetTitle')}
        confirmLabel={t('controls.resetConfirm')}
        busy={busy}
        onConfirm={() => action.mutate('reset')}
        onCancel={() => setAsking(null)}
      >
        <p>{t('controls.resetBody')}</p>
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
