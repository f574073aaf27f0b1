import { rmSync } from 'node:fs';
import { API_DATABASE_TEMPLATE_ENV } from './stack';

export default function globalTeardown(): void {
  const template = process.env[API_DATABASE_TEMPLATE_ENV];
  if (template) rmSync(template, { recursive: true, force: true });
}
