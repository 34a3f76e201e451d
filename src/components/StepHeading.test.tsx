import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { StepHeading } from './StepHeading';

function Wizard() {
  const [step, setStep] = useState(0);
  return (
    <>
      <StepHeading step={step}>{['Basic settings', 'Listeners'][step]}</StepHeading>
      <button onClick={() => setStep(1)}>Continue</button>
    </>
  );
}

it('takes the focus when the step changes, not when the wizard first opens', async () => {
  renderWithProviders(<Wizard />);
  expect(screen.getByRole('heading', { level: 2, name: 'Basic settings' })).not.toHaveFocus();
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  expect(screen.getByRole('heading', { level: 2, name: 'Listeners' })).toHaveFocus();
});

it('takes the focus as it appears when it names the step just opened', () => {
  renderWithProviders(
    <StepHeading step="http" focusOnMount as="h3">
      HTTP server
    </StepHeading>,
  );
  expect(screen.getByRole('heading', { level: 3, name: 'HTTP server' })).toHaveFocus();
});
