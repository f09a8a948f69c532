import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminLayout } from './admin-layout';

describe('AdminLayout', () => {
  it.each([
    ['dinner-events', 'Dinner Events · Admin · Tablemates'],
    ['analytics', 'Analytics · Admin · Tablemates'],
  ])("titles the browser tab after the section '%s'", (section, title) => {
    render(
      <MemoryRouter>
        <AdminLayout current={section}>
          <p>content</p>
        </AdminLayout>
      </MemoryRouter>,
    );
    expect(document.title).toBe(title);
  });
});
