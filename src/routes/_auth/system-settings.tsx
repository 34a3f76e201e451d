import { createFileRoute } from '@tanstack/react-router';
import { SectionTabs } from '../../app/SectionTabs';

export const Route = createFileRoute('/_auth/system-settings')({
  component: () => <SectionTabs section="/system-settings" />,
});
