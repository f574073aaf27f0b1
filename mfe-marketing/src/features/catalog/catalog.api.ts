import type { CareerPathDetail, CareerPathSummary, CareerPathSummaryList, LabSummary, LabSummaryList, LearningPath, LearningPathList } from '@ilm/contract';
import { api } from '@ilm/shared/api';

/** A lab, a learning path and a career path as the catalog lists them, as the contract types them. */
export type { CareerPathSummary, LabSummary, LearningPath };

export const fetchLearningPaths = async () => (await api<LearningPathList>('catalog/learning-paths/')).results;
export const fetchCareerPaths = async () => (await api<CareerPathSummaryList>('catalog/career-paths/')).results;
export const fetchCareerPath = (slug: string) => api<CareerPathDetail>(`catalog/career-paths/${encodeURIComponent(slug)}/`);
export const fetchLabs = async (limit: number) => (await api<LabSummaryList>('catalog/labs/', { query: { limit } })).results;
