import { defaultSurveyYear, surveyYearsQueryOptions, type FirstDataMap } from '@sdp/shared';
import { vehiclesQueryOptions } from './features/vehicles/api/vehicles';

/**
 * The vehicle page's first rows (exposed as `./first-data`, DESIGN §8): the page opens on the latest 受付中 year
 * (準備中 years included, as the page offers them) at its first page; the year is not in its URL.
 */
const firstData: FirstDataMap = {
  'vehicle-vehicle-upload': (_input, client) => {
    void client.fetchQuery(surveyYearsQueryOptions()).then((years) => {
      const year = defaultSurveyYear(years);
      if (year !== undefined) void client.prefetchQuery(vehiclesQueryOptions(year, 1));
    });
  },
};

export default firstData;
