import { Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ActionButton } from '../../components/ActionLink';
import { EmptyState } from '../../components/EmptyState';
import { FactList, type Fact } from '../../components/FactList';
import { FailureNotice } from '../../components/FailureNotice';
import { Loading } from '../../components/Loading';
import { PageHeader } from '../../components/PageHeader';
import { Section } from '../../components/Section';
import type { LicenseHttpApiLicenseInfo } from '../../generated/model';
import { formatNumber } from '../../i18n/format';
import { useIsEnterprise, useLicense, useLicenseSetting, useLiveConnections } from './summary/license-queries';
import { LicenseSettingsForm } from './LicenseSettingsForm';
import { ConnectionUsage, ExpiryStatus, LICENSE_TYPES, useCustomerTypeLabel } from './summary/LicenseStatus';
import { UpdateLicenseDialog } from './UpdateLicenseDialog';

interface LicenseFactsProps {
  license: LicenseHttpApiLicenseInfo;
  /** When the licence was read: the days left count from then. */
  readAt: number;
  connections: number | undefined;
  highWatermark: string | undefined;
}

function LicenseFacts({ license, readAt, connections, highWatermark }: LicenseFactsProps) {
  const { t, i18n } = useLingui();
  const customerType = useCustomerTypeLabel();
  const facts: Fact[] = [
    [t`Customer`, license.customer],
    [t`Customer type`, customerType(license.customer_type)],
    [t`License type`, i18n._(LICENSE_TYPES[license.type])],
    [t`Email`, license.email],
    [t`Deployment name`, license.deployment],
    [t`Issued`, license.start_at],
    [t`Expires`, <ExpiryStatus license={license} now={readAt} />],
    [t`Max connections`, formatNumber(license.max_connections, i18n.locale)],
    [t`Live connections`, <ConnectionUsage current={connections} max={license.max_connections} highWatermark={highWatermark} />],
  ];
  return <FactList facts={facts} />;
}

/**
 * The broker's licence (EMQX Enterprise): who it is for, until when, and how many connections it
 * allows against how many are live; the connection quota alarm's thresholds; and a new key.
 */
export function LicenseView() {
  const { t } = useLingui();
  const enterprise = useIsEnterprise();
  const license = useLicense();
  const setting = useLicenseSetting();
  const connections = useLiveConnections();
  const [updating, setUpdating] = useState(false);

  return (
    <>
      <PageHeader title={t`License`}>
        {enterprise ? (
          <ActionButton onClick={() => setUpdating(true)}>
            <Trans>Update license</Trans>
          </ActionButton>
        ) : null}
      </PageHeader>
      {!enterprise ? (
        <EmptyState>
          <Trans>Only EMQX Enterprise has a license: this broker is the open-source edition.</Trans>
        </EmptyState>
      ) : license.isError ? (
        <FailureNotice title={t`The license could not be read`}>{license.error instanceof Error ? license.error.message : null}</FailureNotice>
      ) : !license.data ? (
        <Loading />
      ) : (
        <Stack gap="6">
          <Section id="license-details" title={t`License details`} framed>
            <LicenseFacts license={license.data} readAt={license.dataUpdatedAt} connections={connections} highWatermark={setting.data?.connection_high_watermark} />
          </Section>
          <Section id="license-quota-alarm" title={t`Connection quota alarm`} framed>
            {setting.data ? <LicenseSettingsForm setting={setting.data} /> : setting.isError ? null : <Loading size="sm" />}
          </Section>
        </Stack>
      )}
      {updating ? <UpdateLicenseDialog onClose={() => setUpdating(false)} /> : null}
    </>
  );
}
