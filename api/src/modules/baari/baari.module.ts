import { createAssistant, createChatModel } from './baari-assistant';
import { defineModule } from '../../platform/module';
import { platformModule } from '../../platform/platform.module';
import { sessionsModule } from '../accounts/sessions.module';
import { catalogModule } from '../catalog/catalog.module';
import { labsModule } from '../labs/labs.module';
import { baariRoutes } from './baari.routes';

/** Baari, the assistant: its answers from the site's pages and catalog, with a language model when one is set. */
export const baariModule = defineModule({
  name: 'baari',
  needs: [platformModule, sessionsModule, catalogModule, labsModule],
  provides: ({ db, config }, { log, overrides }) => {
    // Baari's language model when BAARI_PROVIDER names one (interview feedback uses it too), else undefined.
    const baariModel = createChatModel(config.baari);
    return { baariModel, baari: overrides.assistant ?? createAssistant(db, config.baari, log, baariModel) };
  },
  routes: (app, services) => baariRoutes(app, services),
});
