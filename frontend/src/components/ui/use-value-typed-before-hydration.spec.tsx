import { act } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { PasswordField } from './password-field';
import { TextField } from './field';

function SignInFields({ onValues }: { onValues(values: { email: string; password: string }): void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  onValues({ email, password });
  return (
    <>
      <TextField label="Email" id="email" value={email} onValueChange={setEmail} />
      <PasswordField label="Password" id="password" value={password} onValueChange={setPassword} />
    </>
  );
}

describe('fields of a prerendered page', () => {
  it('take what was typed or autofilled before the script hydrated them', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SignInFields onValues={() => undefined} />);
    container.querySelector<HTMLInputElement>('#email')!.value = 'aoife@example.ie';
    container.querySelector<HTMLInputElement>('#password')!.value = 'typed early';
    let values = { email: '', password: '' };
    await act(async () => {
      hydrateRoot(container, <SignInFields onValues={(shown) => (values = shown)} />);
    });
    expect(values).toEqual({ email: 'aoife@example.ie', password: 'typed early' });
    expect(container.querySelector<HTMLInputElement>('#email')!.value).toBe('aoife@example.ie');
  });
});
