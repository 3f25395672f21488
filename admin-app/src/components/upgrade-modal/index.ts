export { UpgradeModal, UPGRADE_URL } from './UpgradeModal';
export { UpgradeModalProvider, useUpgradeModal } from './UpgradeModalProvider';
