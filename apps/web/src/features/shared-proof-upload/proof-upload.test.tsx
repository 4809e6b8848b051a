import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { ProofUpload } from './proof-upload';

const MB = 1024 * 1024;

/** A file of a type and a claimed size; its few real bytes are enough to read. */
const fileOf = (name: string, type: string, size = 2048) => {
  const file = new File([new Uint8Array(16)], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

const Harness = () => {
  const [value, setValue] = useState<string[]>([]);
  return <ProofUpload label="Proof" value={value} onChange={setValue} />;
};

const setup = async () => {
  await changeLanguage('EN');
  // The browser's accept filter is off, so the component's own checks are what refuse a file.
  const user = userEvent.setup({ applyAccept: false });
  render(<Harness />);
  // The browser's own file picker stands for the person choosing files.
  return { user, input: document.querySelector<HTMLInputElement>('input[type="file"]')! };
};

describe('ProofUpload', () => {
  it('is one control: a button named by the field label and its action, with the hint', async () => {
    await setup();
    expect(screen.getAllByRole('button')).toHaveLength(1);
    const add = screen.getByRole('button', { name: 'Proof Add image' });
    expect(add).toHaveAccessibleDescription(/PNG or JPG/);
  });

  it('shows chosen png and jpg images as thumbnails that can be removed', async () => {
    const { user, input } = await setup();
    await user.upload(input, [fileOf('a.png', 'image/png'), fileOf('b.jpg', 'image/jpeg')]);
    const first = await screen.findByRole('img', { name: 'Proof image 1' });
    expect(first.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(screen.getByRole('img', { name: 'Proof image 2' }).getAttribute('src')).toMatch(
      /^data:image\/jpeg;base64,/,
    );

    await user.click(screen.getByRole('button', { name: 'Remove image 1' }));
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Proof image 1' }).getAttribute('src')).toMatch(
      /^data:image\/jpeg/,
    );
  });

  it('refuses a gif and a 6 MB file, saying why', async () => {
    const { user, input } = await setup();
    await user.upload(input, [fileOf('cat.gif', 'image/gif'), fileOf('big.png', 'image/png', 6 * MB)]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('cat.gif is not a PNG or JPG image.');
    expect(alert).toHaveTextContent('big.png is larger than 5 MB.');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('takes at most three images', async () => {
    const { user, input } = await setup();
    await user.upload(input, [
      fileOf('1.png', 'image/png'),
      fileOf('2.png', 'image/png'),
      fileOf('3.png', 'image/png'),
    ]);
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(3));
    // Full: the add button goes and the picker is disabled.
    expect(screen.queryByRole('button', { name: 'Add image' })).not.toBeInTheDocument();
    expect(input).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Remove image 3' }));
    await user.upload(input, [fileOf('4.png', 'image/png'), fileOf('5.png', 'image/png')]);
    expect(await screen.findByRole('alert')).toHaveTextContent('5.png was not added: at most 3 images.');
    expect(screen.getAllByRole('img')).toHaveLength(3);
  });
});
