import { createFileRoute } from '@tanstack/react-router';
import { OverviewView } from '../../../features/dashboard/OverviewView';

export const Route = createFileRoute('/_auth/dashboard/overview')({
  component: OverviewView,
});
