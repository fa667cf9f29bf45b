import { defaultSurveyYear, parseListQuery, surveyYearsQueryOptions, type FirstDataMap } from '@sdp/shared';
import { headquartersQueryOptions } from './features/surveys/api/headquarters';
import {
  SURVEY_TARGET_LIST,
  surveyTargetsQueryOf,
  surveyTargetsQueryOptions,
} from './features/surveys/api/survey-targets';

/** The survey list's first page from the URL, as its page reads it (exposed as `./first-data`, DESIGN §8). */
const firstData: FirstDataMap = {
  'maintenance-sustainability-survey-list': ({ search }, client) => {
    void client.fetchQuery(surveyYearsQueryOptions()).then((years) => {
      const initial = defaultSurveyYear(years);
      if (initial === undefined) return;
      const list = parseListQuery(search, SURVEY_TARGET_LIST, { surveyFy: initial });
      const query = surveyTargetsQueryOf(
        list,
        years.map((year) => year.surveyFy),
        initial,
      );
      void client.prefetchQuery(surveyTargetsQueryOptions(query));
      void client.prefetchQuery(headquartersQueryOptions(query.surveyFy));
    });
  },
};

export default firstData;
