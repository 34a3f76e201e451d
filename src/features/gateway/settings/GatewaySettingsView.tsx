import { useQueryClient } from '@tanstack/react-query';
import { ConfigEditor } from '../../../forms/ConfigEditor';
import { putGatewaysByName, useGetGatewaysByName } from '../../../generated/endpoints/gateways/gateways';
import type { PutGatewaysByNameBody } from '../../../generated/model';
import { settingsBody, settingsFromGateway, type Config } from '../model/body';
import type { GatewayName } from '../model/gateways';
import { invalidateGateways } from '../model/queries';
import { useGatewaySettingsSchema, useGatewaySettingsUiSchema } from '../model/schemas';

/**
 * A loaded gateway's own settings (not its listeners or authentication, which have their tabs),
 * saved whole with PUT /gateways/{name}. Masked secrets go back as the broker sent them unless replaced.
 */
export function GatewaySettingsView({ name }: { name: GatewayName }) {
  const queryClient = useQueryClient();
  const schema = useGatewaySettingsSchema(name);
  const uiSchema = useGatewaySettingsUiSchema(name);
  const current = useGetGatewaysByName(name, { query: { select: (data) => settingsFromGateway(name, data as Config) } });
  return (
    <ConfigEditor<Config>
      key={name}
      id={`gateway-settings-${name}`}
      root="gateway"
      schema={schema}
      uiSchema={uiSchema}
      current={current}
      save={async (value) => {
        await putGatewaysByName(name, settingsBody(name, value) as PutGatewaysByNameBody);
        await invalidateGateways(queryClient);
      }}
    />
  );
}
