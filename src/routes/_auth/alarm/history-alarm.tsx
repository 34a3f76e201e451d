import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { paging } from '../../../components/search-params';
import { AlarmsView } from '../../../features/alarms/AlarmsView';

export const Route = createFileRoute('/_auth/alarm/history-alarm')({
  validateSearch: z.object(paging),
  component: () => <AlarmsView activated={false} />,
});
