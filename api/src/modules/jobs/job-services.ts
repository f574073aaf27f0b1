import type { Db } from '../../db/client';
import type { BackgroundWork } from '../../lib/background-work';
import type { Mailer } from '../../mail/mailer';
import { ApplicationsService } from './applications.service';
import { CareerProfileService } from './career-profile.service';
import { OpeningsService } from './openings.service';

/** The services of job placement, for the app: application mail leaves after the answer. */
export function createJobServices(db: Db, mailer: Mailer, background: BackgroundWork, siteUrl: string) {
  const careerProfiles = new CareerProfileService(db);
  const openings = new OpeningsService(db);
  const later = (name: string, task: () => Promise<void>) => background.run(name, task);
  return { careerProfiles, openings, jobApplications: new ApplicationsService(db, openings, careerProfiles, mailer, { siteUrl, later }) };
}
