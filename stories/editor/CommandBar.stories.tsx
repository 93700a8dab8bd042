import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { EditorStore } from '../../src/client/editor/store/EditorStore';
import { EditorInput } from '../../src/client/editor/tools/EditorInput';
import { CommandBar, CommandBarView } from '../../src/client/editor/ui/CommandBar';
import type { CommandLogLine } from '../../src/client/editor/store/editorState';
import { finalizeElement } from '../../src/core/model/snapPoints';
import { DRAWING_VERSION } from '../../src/core/model/page';

/** The view alone, in one state: what the command line says and asks. */
function ViewHarness({ prompt, text, log }: { prompt: string; text: string; log: CommandLogLine[] }) {
  return (
    <div style={{ padding: 16 }}>
      <CommandBarView
        prompt={prompt}
        text={text}
        log={log}
        onTextChange={() => undefined}
        onSubmit={() => undefined}
        onCancel={() => undefined}
      />
    </div>
  );
}

const meta = {
  title: 'Editor/CommandBar',
  component: ViewHarness,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ViewHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing running: the command line waits for a command. */
export const Idle: Story = {
  args: { prompt: 'Command:', text: '', log: [] },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    await expect(ui.getByRole('region', { name: 'Command line' })).toHaveTextContent('Command:');
    await expect(ui.getByRole('textbox', { name: 'Command' })).toHaveValue('');
  },
};

/** MOVE running, past its selection: it asks for the second point, and says what Enter does there. */
export const MovePrompt: Story = {
  args: {
    prompt: 'MOVE  Specify second point or <use first point as displacement>:',
    text: '',
    log: [
      { text: 'Command: MOVE', kind: 'command' },
      { text: '3 found', kind: 'message' },
    ],
  },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    await expect(ui.getByText(/use first point as displacement/)).toBeVisible();
    await expect(ui.getByRole('log', { name: 'Command history' })).toHaveTextContent('3 found');
  },
};

/** An alias being typed: the bar shows the command it names. */
export const AliasTyped: Story = {
  args: { prompt: 'Command:', text: 'dli', log: [] },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    await expect(ui.getByText('DIMLINEAR')).toBeVisible();
  },
};

/** An unknown command is said to be unknown, in the error colour. */
export const UnknownCommand: Story = {
  args: {
    prompt: 'Command:',
    text: '',
    log: [{ text: 'Unknown command "QQQ". Press ? for the list of commands.', kind: 'error' }],
  },
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    await expect(ui.getByText('Unknown command "QQQ". Press ? for the list of commands.')).toBeVisible();
  },
};

/** The bar of a live editor: M typed in it and Enter ask for objects (MOVE); a name it does not know is refused. */
function LiveHarness() {
  const [parts] = useState(() => {
    const store = new EditorStore();
    store.loadPages([
      {
        version: DRAWING_VERSION,
        id: 'p1',
        name: 'Page 1',
        layers: [],
        elements: [finalizeElement({ id: 'l', type: 'line', x: 0, y: 0, x2: 200, y2: 0, rotation: 0 })],
      },
    ]);
    return { store, input: new EditorInput(store) };
  });
  return (
    <div style={{ padding: 16 }}>
      <CommandBar store={parts.store} input={parts.input} />
    </div>
  );
}

export const Live: StoryObj<typeof LiveHarness> = {
  render: () => <LiveHarness />,
  play: async ({ canvasElement }) => {
    const ui = within(canvasElement);
    const field = ui.getByRole('textbox', { name: 'Command' });
    await userEvent.type(field, 'm{Enter}');
    await expect(ui.getByRole('region', { name: 'Command line' })).toHaveTextContent('Select objects');
    await userEvent.type(field, '{Escape}');
    await userEvent.type(field, 'xyz{Enter}');
    await expect(ui.getByText('Unknown command "XYZ". Press ? for the list of commands.')).toBeVisible();
  },
};
