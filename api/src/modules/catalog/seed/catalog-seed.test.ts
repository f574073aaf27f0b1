import { eq } from 'drizzle-orm';
import { plans } from '../catalog.schema';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { planSeeds } from './commerce-data';
import { planTranslations } from './translations/commerce';
import { seedCatalog } from './catalog-seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('seeding the catalog again (every start)', () => {
  it('a plan seeded earlier with a feature no longer sold takes the current features, in every language', async () => {
    const { db } = t.database;
    await db
      .update(plans)
      .set({ features: ['20 lab tokens a month', 'Course videos and quizzes'] })
      .where(eq(plans.slug, 'basic'));
    await seedCatalog(db);
    const [basic] = await db.select().from(plans).where(eq(plans.slug, 'basic'));
    expect(basic!.features).toEqual(planSeeds.find((plan) => plan.slug === 'basic')!.features);
    expect(basic!.translations).toEqual(planTranslations.basic);
  });

  it('every plan lists as many features in Arabic and Urdu as in English', () => {
    for (const plan of planSeeds) {
      expect({ plan: plan.slug, ar: planTranslations[plan.slug]?.ar?.features?.length, ur: planTranslations[plan.slug]?.ur?.features?.length }).toEqual({
        plan: plan.slug,
        ar: plan.features.length,
        ur: plan.features.length,
      });
    }
  });
});
