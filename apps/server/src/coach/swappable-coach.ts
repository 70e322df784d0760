import type { Coach } from './coach.js';

/**
 * The coach that answers now, replaced while the server runs: the embedded model takes over from the offline
 * coach once its file is downloaded and loaded, and hands back should loading fail (D21). A call already
 * under way finishes with the coach it started with.
 */
export class SwappableCoach implements Coach {
  constructor(private current: Coach) {}

  get provider(): Coach['provider'] {
    return this.current.provider;
  }

  use(next: Coach): void {
    this.current = next;
  }

  generateBaseline: Coach['generateBaseline'] = (request) => this.current.generateBaseline(request);
  scoreBaseline: Coach['scoreBaseline'] = (request) => this.current.scoreBaseline(request);
  generatePostAssessment: Coach['generatePostAssessment'] = (request) =>
    this.current.generatePostAssessment(request);
  gradeAnswer: Coach['gradeAnswer'] = (request) => this.current.gradeAnswer(request);
  tutorReply: Coach['tutorReply'] = (request, signal) => this.current.tutorReply(request, signal);
  summarizeLearning: Coach['summarizeLearning'] = (request) => this.current.summarizeLearning(request);
  writePodcastScript: Coach['writePodcastScript'] = (request) => this.current.writePodcastScript(request);
}
