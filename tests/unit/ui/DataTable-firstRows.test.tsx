// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { DataTable } from '../../../src/client/ui/DataTable';

afterEach(cleanup);

interface Row {
  id: number;
  name: string;
}
const rows: Row[] = Array.from({ length: 40 }, (_, i) => ({ id: i + 1, name: `Project ${i + 1}` }));
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('DataTable firstRows', () => {
  it('shows the first rows at once and the whole page a frame later', async () => {
    render(
      <DataTable
        ariaLabel="Projects"
        rows={rows}
        columns={[{ key: 'name', header: 'Name' }]}
        getRowId={(r) => r.id}
        emptyText="None"
        firstRows={10}
      />,
    );
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('Project 1')).toBeTruthy();
    await waitFor(() => expect(bodyRows()).toHaveLength(40));
    expect(screen.getByText('Project 40')).toBeTruthy();
  });

  it('renders every row at once without it', () => {
    render(
      <DataTable
        ariaLabel="Projects"
        rows={rows}
        columns={[{ key: 'name', header: 'Name' }]}
        getRowId={(r) => r.id}
        emptyText="None"
      />,
    );
    expect(bodyRows()).toHaveLength(40);
  });
});
