import { Stack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { UiSchema } from '@rjsf/utils';
import { PageHeader } from '../../components/PageHeader';
import { Section } from '../../components/Section';
import { ConfigEditor } from '../../forms/ConfigEditor';
import { postConfigsResetByRootname, putConfigsAlarm, putConfigsSysmon, useGetConfigsAlarm, useGetConfigsSysmon } from '../../generated/endpoints/configs/configs';
import alarmSchema from '../../../schemas/alarm.json';
import sysmonSchema from '../../../schemas/sysmon.json';

/** The thresholds an operator tunes first; check intervals and port checks fold away. */
const SYSMON_UI: UiSchema = {
  vm: { 'ui:options': { essentials: ['process_high_watermark', 'process_low_watermark', 'long_gc', 'long_schedule', 'large_heap'] } },
  os: { 'ui:options': { essentials: ['cpu_high_watermark', 'cpu_low_watermark', 'sysmem_high_watermark', 'procmem_high_watermark'] } },
};

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
          <ConfigEditor id="sysmon-settings" root="sysmon" schema={sysmonSchema} uiSchema={SYSMON_UI} current={sysmon} save={(value) => putConfigsSysmon(value)} reset={() => postConfigsResetByRootname('sysmon')} />
        </Section>
      </Stack>
    </>
  );
}
