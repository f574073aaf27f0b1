/** English strings of a learner's progress (namespace `careers-progress`). */
export const careersProgressEn = {
  title: 'Your progress',
  careerPaths: 'Career paths',
  learningPaths: 'Learning paths',
  progressLabel: 'Progress in {{title}}',
  progress_one: '{{done}} of {{count}} lab completed',
  progress_other: '{{done}} of {{count}} labs completed',
  next: 'Next lab:',
  done: 'Completed',
  completedOn: 'Every lab completed on {{date}}.',
  emptyTitle: 'No progress yet',
  emptyBody: 'Pass the checks of a lab and the career paths and learning paths it belongs to show here, with the lab to take next.',
  explore: 'Explore career paths',
  loadFailed: 'We could not load your progress.',
};
