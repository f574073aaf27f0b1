import { Type, type Static } from 'typebox';
import { IdParams, ListOf, LiteralUnion, Slug } from './common';
import { INSTANCE_LIST_FILTERS, INSTANCE_STATUSES } from './labs-vocabulary';

/**
 * Lab instances (`labs/instances/…`, signed in): launching a lab, following it, extending and stopping it.
 */

const NullableString = Type.Union([Type.String(), Type.Null()]);

/** `POST labs/instances/`: the lab to launch. */
export const LaunchBody = Type.Object({ lab_slug: Slug });
/** Static type of {@link LaunchBody}. */
export type LaunchBody = Static<typeof LaunchBody>;

/** Path parameters of `labs/instances/:id/…`. */
export const InstanceParams = IdParams;
/** Static type of {@link InstanceParams}. */
export type InstanceParams = Static<typeof InstanceParams>;

/** `GET labs/instances/?status=`: active, ended or all (the default). */
export const InstanceListQuery = Type.Object({
  status: Type.Optional(LiteralUnion(INSTANCE_LIST_FILTERS, { default: 'all' })),
});
/** Static type of {@link InstanceListQuery}. */
export type InstanceListQuery = Static<typeof InstanceListQuery>;

/** How to reach a running instance's cloud account. */
export const InstanceCredentials = Type.Object({ username: Type.String(), password: Type.String(), account_id: Type.String() });
/** Static type of {@link InstanceCredentials}. */
export type InstanceCredentials = Static<typeof InstanceCredentials>;

/**
 * A launched lab environment as `labs/instances/` answers it. `status` is one of INSTANCE_STATUSES
 * only (the serialiser refuses any other), so the browser can switch over it exhaustively.
 * Credentials and console URL are given while it runs only.
 */
export const LabInstance = Type.Object({
  id: Type.String(),
  lab: Type.Object({ slug: Type.String(), title: Type.String() }),
  status: LiteralUnion(INSTANCE_STATUSES),
  provisioner: Type.String(),
  region: Type.String(),
  tokens_spent: Type.Integer(),
  duration_minutes: Type.Integer(),
  extensions: Type.Integer(),
  max_extensions: Type.Integer(),
  extend_token_cost: Type.Integer(),
  credentials: Type.Union([InstanceCredentials, Type.Null()]),
  console_url: NullableString,
  failure_reason: NullableString,
  ready_at: NullableString,
  started_at: NullableString,
  expires_at: NullableString,
  ended_at: NullableString,
  seconds_remaining: Type.Union([Type.Integer(), Type.Null()]),
  created_at: Type.String(),
});
/** Static type of {@link LabInstance}. */
export type LabInstance = Static<typeof LabInstance>;

/** `GET labs/instances/`, newest first. */
export const LabInstanceList = ListOf(LabInstance);
/** Static type of {@link LabInstanceList}. */
export type LabInstanceList = Static<typeof LabInstanceList>;
