import { Trans } from '@lingui/react/macro';
import { ConfigScreen } from '../../forms/ConfigScreen';
import { putSlowSubscriptionsSettings, useGetSlowSubscriptionsSettings } from '../../generated/endpoints/slow-subscriptions/slow-subscriptions';
import slowSubsSchema from '../../../schemas/slow-subs.json';

/** Slow subscription statistics: enable, threshold (at least 100 ms), top-k size, expiry and stats type. */
export function SlowSubSettingsView() {
  const current = useGetSlowSubscriptionsSettings();
  return (
    <ConfigScreen
      title={<Trans>Slow subscription settings</Trans>}
      id="slow-subs-settings"
      root="slow_subs"
      schema={slowSubsSchema}
      current={current}
      save={(value) => putSlowSubscriptionsSettings(value)}
    />
  );
}
