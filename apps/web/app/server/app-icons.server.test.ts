import { describe, expect, it } from 'vitest';
import { ICON_PATHS, ICON_SIZES } from '../shell/app-icons';
import { ICON_SVG, icoFromPng, iconPng, webManifest } from './app-icons.server';

const pngSize = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];

describe('app icons', () => {
  it('draws the logo mark in the brand colours as a square SVG', () => {
    expect(ICON_SVG).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="512" height="512"/);
    expect(ICON_SVG).toContain('fill="#5b2a86"');
    expect(ICON_SVG).toContain('<path d="M3 19a3 3');
  });

  it('renders a PNG of each size', () => {
    for (const size of ICON_SIZES) {
      const png = iconPng(size);
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect(pngSize(png)).toEqual([size, size]);
    }
  });

  it('wraps a PNG in an ICO file with one directory entry', () => {
    const png = iconPng(32);
    const ico = icoFromPng(png, 32);
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 1]);
    expect([ico[6], ico[7]]).toEqual([32, 32]);
    expect(ico.readUInt32LE(14)).toBe(png.length);
    expect(ico.readUInt32LE(18)).toBe(22);
    expect(ico.subarray(22).equals(png)).toBe(true);
  });

  it('names the icons and the theme colours in the manifest', () => {
    const manifest = webManifest();
    expect(manifest).toMatchObject({
      name: 'Storefront',
      theme_color: '#5b2a86',
      background_color: '#ffffff',
    });
    expect(manifest.icons).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ src: ICON_PATHS.png(192), sizes: '192x192', type: 'image/png' }),
        expect.objectContaining({ src: ICON_PATHS.png(512), sizes: '512x512', type: 'image/png' }),
      ]),
    );
  });
});
