import { Type } from 'typebox';
import { Slug } from '../catalog/catalog.schemas';

const NullableString = Type.Union([Type.String(), Type.Null()]);

export const LaunchBody = Type.Object({ lab_slug: Slug });
export const InstanceParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
export const InstanceListQuery = Type.Object({
  status: Type.Optional(Type.Union([Type.Literal('active'), Type.Literal('ended'), Type.Literal('all')], { default: 'all' })),
});

export const InstanceSchema = Type.Object({
  id: Type.String(),
  lab: Type.Object({ slug: Type.String(), title: Type.String() }),
  status: Type.String({ description: 'requested | provisioning | running | stopped | expired | failed' }),
  provisioner: Type.String(),
  region: Type.String(),
  tokens_spent: Type.Integer(),
  duration_minutes: Type.Integer(),
  extensions: Type.Integer(),
  max_extensions: Type.Integer(),
  extend_token_cost: Type.Integer(),
  credentials: Type.Union([
    Type.Object({ username: Type.String(), password: Type.String(), account_id: Type.String() }),
    Type.Null(),
  ]),
  console_url: NullableString,
  failure_reason: NullableString,
  ready_at: NullableString,
  started_at: NullableString,
  expires_at: NullableString,
  ended_at: NullableString,
  seconds_remaining: Type.Union([Type.Integer(), Type.Null()]),
  created_at: Type.String(),
});
