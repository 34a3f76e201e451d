import { Alert } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';

/** What a first single sign-on login gives: the broker adds every new SSO user as a viewer. */
export function DefaultRoleNote() {
  return (
    <Alert.Root status="info">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <Trans>New users get the viewer role</Trans>
        </Alert.Title>
        <Alert.Description>
          <Trans>
            The first time someone logs in through single sign-on, EMQX adds them as a viewer: they can see every screen and change nothing. To let them change settings, give
            them the administrator role under Users.
          </Trans>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
