import { Badge, Box, IconButton } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from '@tanstack/react-router';
import { Bell } from 'lucide-react';
import { useCapability } from '../../api/capabilities';
import { pollEvery } from '../../api/poll';
import { useGetAlarms } from '../../generated/endpoints/alarms/alarms';

const ALARM_REFRESH_MS = 30_000;

/** The number of active alarms, where the broker has alarms; a link to them. */
export function AlarmBadge() {
  const { t } = useLingui();
  const enabled = useCapability('alarms') === true;
  const alarms = useGetAlarms(
    { activated: true, limit: 1 },
    { query: { enabled, refetchInterval: pollEvery(ALARM_REFRESH_MS) }, request: { background: true, handleTimeout: true } },
  );
  if (!enabled) return null;
  const count = alarms.data?.meta?.count ?? 0;
  return (
    <Box position="relative">
      <IconButton asChild variant="ghost" size="sm" aria-label={t({ message: plural(count, { 0: 'No active alarms', one: '# active alarm', other: '# active alarms' }) })}>
        <RouterLink to="/alarm/current-alarm">
          <Bell />
        </RouterLink>
      </IconButton>
      {count > 0 ? (
        <Badge position="absolute" top="-1" right="-1" colorPalette="red" variant="solid" size="xs" borderRadius="full" aria-hidden>
          {count > 99 ? '99+' : count}
        </Badge>
      ) : null}
    </Box>
  );
}
