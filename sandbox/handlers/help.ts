import { help } from '@portal/contracts';
import { HELP_CONTENT } from '../domain/help-content';
import { authedRoute, ok } from './route';

/** getCircleOfLife: the help page's content (contacts, the messaging-app loan link, FAQs) as the core's data. */
export const helpRoutes = [authedRoute(help.getHelpContent, () => ok(HELP_CONTENT))];
