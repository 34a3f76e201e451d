import { Stack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { PageHeader } from '../../components/PageHeader';
import { Section } from '../../components/Section';
import { ConfigEditor } from '../../forms/ConfigEditor';
import { postConfigsResetByRootname, putConfigsAlarm, putConfigsSysmon, useGetConfigsAlarm, useGetConfigsSysmon } from '../../generated/endpoints/configs/configs';
import alarmSchema from '../../../schemas/alarm.json';
import sysmonSchema from '../../../schemas/sysmon.json';

/** When alarms are raised (system monitor thresholds) and how they are kept (alarm settings). */
export function AlarmSettingsView() {
  const alarm = useGetConfigsAlarm();
  const sysmon = useGetConfigsSysmon();
  return (
    <>
      <PageHeader title={<Trans>Alarm settings</Trans>} />
      <Stack gap="10">
        <Section id="alarm-heading" title={<Trans>Alarms</Trans>}>
          <ConfigEditor id="alarm-settings" root="alarm" schema={alarmSchema} current={alarm} save={(value) => putConfigsAlarm(value)} reset={() => postConfigsResetByRootname('alarm')} />
        </Section>
        <Section id="sysmon-heading" title={<Trans>System monitor</Trans>}>
          <ConfigEditor id="sysmon-settings" root="sysmon" schema={sysmonSchema} current={sysmon} save={(value) => putConfigsSysmon(value)} reset={() => postConfigsResetByRootname('sysmon')} />
        </Section>
      </Stack>
    </>
  );
}
