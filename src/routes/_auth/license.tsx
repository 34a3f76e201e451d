import { createFileRoute } from '@tanstack/react-router';
import { LicenseView } from '../../features/license/LicenseView';

/** The licence screen: its texts are in the 'screens' catalog, which every screen but the overview loads. */
export const Route = createFileRoute('/_auth/license')({
  component: LicenseView,
});
