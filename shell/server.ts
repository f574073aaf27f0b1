import path from 'node:path';
import { createShellServer } from './src/server/shell-server';
import { readShellSettings, SettingError } from './src/server/settings';

async function main() {
  const settings = readShellSettings();
  const app = await createShellServer(process.env.DIST_DIR ?? path.join(__dirname, 'dist'), settings);
  await app.listen({ port: settings.port, host: settings.host });
  console.log(`shell: http://localhost:${settings.port} (remotes: ${JSON.stringify(settings.remotes)})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof SettingError ? `shell: ${error.message}` : error);
  process.exit(1);
});
