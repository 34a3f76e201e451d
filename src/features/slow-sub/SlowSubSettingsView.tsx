import { Button } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link as RouterLink } from '@tanstack/react-router';
import { ListOrdered } from 'lucide-react';
import { ConfigScreen } from '../../forms/ConfigScreen';
import { putSlowSubscriptionsSettings, useGetSlowSubscriptionsSettings } from '../../generated/endpoints/slow-subscriptions/slow-subscriptions';
import slowSubsSchema from '../../../schemas/slow-subs.json';

/** Slow subscription statistics: enable, threshold (at least 100 ms), top-k size, expiry and stats type. */
export function SlowSubSettingsView() {
  const current = useGetSlowSubscriptionsSettings();
  return (
    <ConfigScreen
      title={<Trans>Slow subscription settings</Trans>}
      actions={
        <Button asChild size="sm" variant="outline">
          <RouterLink to="/slow-sub">
            <ListOrdered />
            <Trans>View the records</Trans>
          </RouterLink>
        </Button>
      }
      id="slow-subs-settings"
      root="slow_subs"
      schema={slowSubsSchema}
      current={current}
      save={(value) => putSlowSubscriptionsSettings(value)}
    />
  );
}
