/** @jest-environment jsdom */
import en from '@/messages/en.json';
import de from '@/messages/de.json';
import { QUESTIONS } from '@/lib/quiz/questions';
import { answeredCount, buildQuiz, minimumAnswers } from '@/lib/quiz/quiz';
import { QUIZ_PLANS, tapQuizFinish } from '@/lib/states/quiz-states';
import { BY_HAND_STATES, QUIZ_STATES, stateById, STATE_GROUPS } from '@/lib/states/states';
import { widgetStatePlan } from '@/lib/states/widget-state';

describe("the quiz's states", () => {
  it('open the built-in widget with each id, in a group of their own, labelled in both languages', () => {
    expect(STATE_GROUPS).toContain('quiz');
    expect(en.States.groups.quiz).toBeTruthy();
    expect(de.States.groups.quiz).toBeTruthy();
    for (const id of QUIZ_STATES) {
      expect(stateById(id)).toMatchObject({ group: 'quiz', path: `/embed/upload?state=${id}` });
      expect(widgetStatePlan(id)?.kind).toBe('quiz');
      expect(en.States.states[id]).toBeTruthy();
      expect(de.States.states[id]).toBeTruthy();
    }
  });

  it('open at the first question with nothing kept', () => {
    expect(widgetStatePlan('quiz-questions')).toEqual({ kind: 'quiz' });
  });

  it('carry on where a visitor left, the answers given kept and the last of them on screen', () => {
    const resume = QUIZ_PLANS['quiz-carry-on'].resume;
    expect(resume.answers).toHaveLength(QUESTIONS.length);
    expect(answeredCount(resume.answers)).toBe(resume.first + 1);
    expect(resume.answers[resume.first]).not.toBeNull();
    expect(widgetStatePlan('quiz-carry-on')).toMatchObject({ kind: 'quiz', resume });
  });

  it('finish on the last screen with fewer answers than the quiz asks for', () => {
    const resume = QUIZ_PLANS['quiz-too-few'].resume;
    expect(resume.answers).toHaveLength(QUESTIONS.length);
    expect(resume.first).toBe(QUESTIONS.length - 1);
    expect(answeredCount(resume.answers)).toBeLessThan(minimumAnswers(buildQuiz()));
    expect(widgetStatePlan('quiz-too-few')).toMatchObject({ kind: 'quiz', resume, afterOpen: tapQuizFinish });
  });

  it('name the quiz whose code never came, with how to see it, in both languages', () => {
    expect(BY_HAND_STATES).toContainEqual({ id: 'quiz-load-failed', group: 'quiz' });
    expect(en.States.byHand['quiz-load-failed']).toBeTruthy();
    expect(de.States.byHand['quiz-load-failed']).toBeTruthy();
  });
});

describe('tapQuizFinish', () => {
  afterEach(() => document.body.replaceChildren());

  function quizSection(): { section: HTMLElement; finish: jest.Mock } {
    const section = document.createElement('section');
    section.dataset.testid = 'quiz';
    const back = document.createElement('button');
    back.addEventListener('click', () => {
      throw new Error('Back was tapped');
    });
    const finish = jest.fn();
    const next = document.createElement('button');
    next.addEventListener('click', finish);
    section.append(back, next);
    return { section, finish };
  }

  it("taps the quiz's last button once it is on screen, and only once", async () => {
    tapQuizFinish();
    const { section, finish } = quizSection();
    document.body.append(section);
    await new Promise((resolve) => setTimeout(resolve, 0));
    document.body.append(document.createElement('div'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(finish).toHaveBeenCalledTimes(1);
  });

  it('taps at once when the quiz is already there', () => {
    const { section, finish } = quizSection();
    document.body.append(section);
    tapQuizFinish();
    expect(finish).toHaveBeenCalledTimes(1);
  });
});
