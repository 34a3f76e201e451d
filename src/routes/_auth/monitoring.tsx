import { createFileRoute } from '@tanstack/react-router';
import { SectionTabs } from '../../app/SectionTabs';

export const Route = createFileRoute('/_auth/monitoring')({
  component: () => <SectionTabs section="/monitoring" />,
});
