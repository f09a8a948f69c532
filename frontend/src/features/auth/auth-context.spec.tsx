import { render } from '@testing-library/react';
import { useAuth } from './auth-context';

function Consumer() {
  useAuth();
  return null;
}

describe('useAuth', () => {
  it('throws outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Consumer />)).toThrow('useAuth must be used within an AuthProvider');
  });
});
