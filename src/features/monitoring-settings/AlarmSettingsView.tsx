import { Heading, Stack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { PageHeader } from '../../components/PageHeader';
import { ConfigEditor } from '../../forms/ConfigEditor';
import { useLocalizedSchema } from '../../forms/localized-schema';
import { postConfigsResetByRootname, putConfigsAlarm, putConfigsSysmon, useGetConfigsAlarm, useGetConfigsSysmon } from '../../generated/endpoints/configs/configs';
import alarmSchema from '../../../schemas/alarm.json';
import sysmonSchema from '../../../schemas/sysmon.json';

/** When alarms are raised (system monitor thresholds) and how they are kept (alarm settings). */
export function AlarmSettingsView() {
  const alarm = useGetConfigsAlarm();
  const sysmon = useGetConfigsSysmon();
  const alarmForm = useLocalizedSchema(alarmSchema);
  const sysmonForm = useLocalizedSchema(sysmonSchema);
  return (
    <>
      <PageHeader title={<Trans>Alarm settings</Trans>} />
      <Stack gap="10">
        <section aria-labelledby="alarm-heading">
          <Heading as="h2" size="md" id="alarm-heading" mb="3">
            <Trans>Alarms</Trans>
          </Heading>
          <ConfigEditor id="alarm-settings" root="alarm" schema={alarmForm} current={alarm} save={(value) => putConfigsAlarm(value)} reset={() => postConfigsResetByRootname('alarm')} />
        </section>
        <section aria-labelledby="sysmon-heading">
          <Heading as="h2" size="md" id="sysmon-heading" mb="3">
            <Trans>System monitor</Trans>
          </Heading>
          <ConfigEditor id="sysmon-settings" root="sysmon" schema={sysmonForm} current={sysmon} save={(value) => putConfigsSysmon(value)} reset={() => postConfigsResetByRootname('sysmon')} />
        </section>
      </Stack>
    </>
  );
}
