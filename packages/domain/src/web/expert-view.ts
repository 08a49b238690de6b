/** The item lists a view starts from and returns to (spec section 2). */
export type TaskList = 'expert_tasks' | 'crew_tasks';

/**
 * The expert view is shown only to users who are experts and have chosen it; an expert who never
 * chose has it on (spec section 6).
 */
export function showsExpertView(isExpert: boolean, chosen: boolean | null): boolean {
  return isExpert && (chosen ?? true);
}

/** Leaving the item area lands on the task list of the view: expert tasks or crew tasks. */
export function taskListOf(expertView: boolean): TaskList {
  return expertView ? 'expert_tasks' : 'crew_tasks';
}
