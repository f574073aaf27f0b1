import type { AdminArea } from '../platform/admin';

/** Lists every area's actions, for `admin help` and a mistyped command. */
export function adminHelp(areas: Record<string, AdminArea>): string {
  const lines = ['Usage: pnpm --filter @ilm/api admin <area> <action> [options]', ''];
  for (const [area, actions] of Object.entries(areas)) {
    for (const [name, action] of Object.entries(actions)) lines.push(`  ${area} ${name} ${action.usage}`.trimEnd(), `      ${action.summary}`);
  }
  return lines.join('\n');
}

/** Runs `<area> <action> …args` against the configured database; 0 on success, 2 for a usage mistake. */
export async function runAdmin(areas: Record<string, AdminArea>, argv: string[]): Promise<number> {
  const [area, name, ...args] = argv;
  const action = area && name ? areas[area]?.[name] : undefined;
  if (!action) {
    console.log(adminHelp(areas));
    return area === 'help' || area === undefined ? 0 : 2;
  }
  const { loadConfig } = await import('../config');
  const { openDatabase } = await import('../db/client');
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await database.migrate();
    console.log(
      await action.run(
        database.db,
        args.filter((arg) => arg !== '--'),
      ),
    );
    return 0;
  } finally {
    await database.close();
  }
}
