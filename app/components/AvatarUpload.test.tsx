// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testI18n } from '../test/testI18n.ts';
import { AvatarUpload, isAcceptedAvatar } from './AvatarUpload.tsx';

beforeAll(async () => {
  await testI18n();
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(cleanup);

const file = (name: string, type: string) => new File(['x'], name, { type });

describe('isAcceptedAvatar', () => {
  it('accepts png, jpeg, jpg, gif and webp only', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/jpg', 'image/gif', 'image/webp'])
      expect(isAcceptedAvatar(file('a', type)), type).toBe(true);
    expect(isAcceptedAvatar(file('a.svg', 'image/svg+xml'))).toBe(false);
    expect(isAcceptedAvatar(file('a.pdf', 'application/pdf'))).toBe(false);
    expect(isAcceptedAvatar(file('a.webp', ''))).toBe(true);
  });
});

describe('AvatarUpload', () => {
  const setup = (props: Partial<Parameters<typeof AvatarUpload>[0]> = {}) => {
    const onSelect = vi.fn();
    const onDelete = vi.fn();
    render(
      <AvatarUpload
        label="Upload picture"
        deleteLabel="Remove picture"
        username="Ada Lovelace"
        onSelect={onSelect}
        onDelete={onDelete}
        {...props}
      />,
    );
    return { onSelect, onDelete, input: screen.getByLabelText('Upload picture', { selector: 'input' }) };
  };

  it('emits the file and a temporary preview address on select', () => {
    const { onSelect, input } = setup();
    const png = file('me.png', 'image/png');
    fireEvent.change(input, { target: { files: [png] } });
    expect(onSelect).toHaveBeenCalledWith({ file: png, url: 'blob:preview' });
    expect(document.querySelector('img')?.getAttribute('src')).toBe('blob:preview');
  });

  it('refuses other types without emitting', () => {
    const { onSelect, input } = setup();
    fireEvent.change(input, { target: { files: [file('me.svg', 'image/svg+xml')] } });
    expect(onSelect).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toContain('PNG, JPEG, GIF or WebP');
  });

  it('offers delete only when allowed and there is a picture; deleting clears and emits', () => {
    setup({ src: '/uploads/a.png' });
    expect(screen.queryByRole('button', { name: 'Remove picture' })).toBeNull();
    cleanup();
    const { onDelete, input } = setup({ src: '/uploads/a.png', allowDelete: true });
    fireEvent.click(screen.getByRole('button', { name: 'Remove picture' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect((input as HTMLInputElement).value).toBe('');
  });
});
