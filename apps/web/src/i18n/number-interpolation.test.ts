import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { INTERPOLATION, numberInterpolation } from './number-interpolation';

async function translator(lng: string, text: string) {
  const instance = i18next.createInstance().use(numberInterpolation);
  await instance.init({
    lng,
    resources: { [lng]: { translation: { text } } },
    interpolation: INTERPOLATION,
    showSupportNotice: false,
  });
  return instance.t;
}

describe('numberInterpolation', () => {
  it('writes every interpolated number in the language, whatever its name', async () => {
    const en = await translator('en-US', '{{ms}} ms');
    const pt = await translator('pt-BR', '{{ms}} ms');
    expect(en('text', { ms: 1500 })).toBe('1,500 ms');
    expect(pt('text', { ms: 1500 })).toBe('1.500 ms');
  });

  it('leaves text alone, a number written as text included', async () => {
    const t = await translator('en-US', '{{pin}} · {{name}}');
    expect(t('text', { pin: '123456', name: 'ERP' })).toBe('123456 · ERP');
  });

  it('still reports a missing value as missing', async () => {
    const t = await translator('en-US', 'left: {{left}}');
    expect(t('text')).toBe('left: {{left}}');
  });
});
