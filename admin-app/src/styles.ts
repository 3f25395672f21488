/**
 * Every stylesheet of the admin app, in the cascade order they have always had (the order the
 * app's single bundle imported them): components and areas first, app.scss last, so its generic
 * rules still win ties. index.tsx imports this first, so all of them go into admin.css and
 * admin-rtl.css (enqueued by PHP, the RTL file on right-to-left sites), although most of the code
 * that uses them loads later from chunks. Components still import their own stylesheet; webpack
 * keeps one copy, here. test/styles.test.ts fails when a stylesheet is missing from this list (it
 * would still reach admin.css, through webpack.config.js, but in no set order).
 */
import './components/notices.scss';
import './components/extension-card.scss';
import './features/about/about.scss';
import './features/addons/addons.scss';
import './features/results/responses/responses.scss';
import './components/pro-badge.scss';
import './features/results/results.scss';
import './features/results/ai/ai.scss';
import './features/settings/integrations/webhooks.scss';
import './features/settings/integrations/slack.scss';
import './features/settings/integrations/spam-protection.scss';
import './features/settings/ai/ai-settings.scss';
import './features/settings/settings.scss';
import './features/surveys/builder/builder.scss';
import './features/surveys/builder/settings/settings-step.scss';
import './features/surveys/builder/publish/publish.scss';
import './features/surveys/builder/questions/questions-step.scss';
import './features/surveys/builder/setup/setup.scss';
import './features/surveys/builder/translations/translations.scss';
import './features/surveys/legacy/legacy-import.scss';
import './features/surveys/surveys-list.scss';
import './features/surveys/display-order/display-order.scss';
import './features/surveys/share/share.scss';
import './app.scss';
