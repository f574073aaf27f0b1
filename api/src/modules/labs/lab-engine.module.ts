import { AvailableDriver } from './driver/available-driver';
import { LocalSandboxDriver } from './sandbox/sandbox-driver';
import { TerminalService } from './terminal/terminal-service';
import { TerminalTickets } from './terminal/terminal-tickets';
import { defineModule } from '../../platform/module';
import { platformModule } from '../../platform/platform.module';

const MiB = 2 ** 20;

/**
 * What runs labs: the lab driver (the local sandbox unless a caller passes its own) and the terminals
 * over it. Apart from the labs module because the catalog says which environments the driver offers,
 * and the labs module needs the catalog (docs/decisions/0004-lab-drivers.md).
 */
export const labEngineModule = defineModule({
  name: 'labEngine',
  needs: [platformModule],
  provides: ({ db, config: { labs: settings } }, { log, overrides }) => {
    const driver = new AvailableDriver(
      overrides.driver ??
        new LocalSandboxDriver({
          dataDir: settings.dataDir,
          uidBase: settings.uidBase,
          limits: { memoryBytes: settings.memoryMb * MiB, pids: settings.pids, cpuPercent: settings.cpuPercent },
          diskBytes: settings.diskMb * MiB,
        }),
    );
    return { driver, terminals: new TerminalService(driver, log), terminalTickets: new TerminalTickets(db) };
  },
});
