import { describe, expect, it } from '@jest/globals';
import { campaignCreateSchema, campaignEditSchema } from '../src/campaign/schemas.ts';
import { profileUpdateSchema, registrationSchema } from '../src/identity/schemas.ts';
import { uploadedFileName } from '../src/shared/uploads.ts';

const WEBSITE = 'Website must be a web address starting with https:// or http://';
const IMAGE = 'Images must be uploaded with the image picker (no links to other sites)';

/** The message a value of `field` fails with, or undefined when the schema takes it. */
async function messageFor(
  schema: { validateAt(path: string, value: unknown): Promise<unknown> },
  field: string,
  value: string,
): Promise<string | undefined> {
  try {
    await schema.validateAt(field, { [field]: value });
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('website fields', () => {
  it.each(['https://brightsmile.example.com', 'http://shop.example/path?q=1', 'HTTPS://Example.com'])(
    'when the website is %s, then it is accepted',
    async (website) => {
      expect(await messageFor(registrationSchema, 'website', website)).toBeUndefined();
      expect(await messageFor(profileUpdateSchema, 'website', website)).toBeUndefined();
    },
  );

  it.each([
    'javascript:alert(1)',
    'JavaScript://%0aalert(1)',
    'data:text/html,<script>alert(1)</script>',
    'ftp://example.com',
    'www.example.com',
    '//example.com',
    'https://',
  ])('when the website is %s, then it is refused with the web address message', async (website) => {
    expect(await messageFor(registrationSchema, 'website', website)).toBe(WEBSITE);
    expect(await messageFor(profileUpdateSchema, 'website', website)).toBe(WEBSITE);
  });
});

describe('campaign image fields', () => {
  const fields = [
    'headerImage',
    'logoImage',
    'refereeContent1Image',
    'refereeContent2Image',
    'refereeContent3Image',
  ];

  it.each(fields)('when %s is an upload of this product or empty, then it is accepted', async (field) => {
    for (const schema of [campaignCreateSchema, campaignEditSchema]) {
      expect(
        await messageFor(schema, field, '/uploads/0b7e4c1e-6a55-4d8e-9d0b-7b6f3c1e2a10.png'),
      ).toBeUndefined();
      expect(await messageFor(schema, field, '')).toBeUndefined();
    }
  });

  it.each([
    'javascript:alert(1)',
    'https://images.example.com/logo.png',
    '//images.example.com/logo.png',
    '/uploads/../api/auth/me',
    '/uploads/.meta/x.json',
    '/api/uploads/logo.png',
    'data:image/png;base64,AAAA',
  ])('when an image is %s, then it is refused', async (value) => {
    for (const field of fields) {
      expect(await messageFor(campaignCreateSchema, field, value)).toBe(IMAGE);
      expect(await messageFor(campaignEditSchema, field, value)).toBe(IMAGE);
    }
  });

  it('when an image field names an upload, then the stored name is read from it, and nothing else is', () => {
    expect(uploadedFileName('/uploads/a1.png')).toBe('a1.png');
    expect(uploadedFileName('https://elsewhere.example/uploads/a1.png')).toBeNull();
    expect(uploadedFileName(null)).toBeNull();
  });
});
