import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import utc from 'dayjs/plugin/utc';

// Runs on server and client alike, so both format weekdays and months the same way.
dayjs.extend(utc);
dayjs.locale('zh-cn');

export { dayjs };
