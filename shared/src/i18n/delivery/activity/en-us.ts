/** The activity log's CSV export (issue 37): its header row, in the request's language. */
export default {
  'delivery.activity.csv.at': 'When',
  'delivery.activity.csv.person': 'Person',
  'delivery.activity.csv.email': 'E-mail address',
  'delivery.activity.csv.role': 'Role',
  'delivery.activity.csv.action': 'Action',
  'delivery.activity.csv.target': 'Target',
  'delivery.activity.csv.changes': 'Changes',
  'delivery.activity.csv.ip': 'IP address',
  'delivery.activity.csv.device': 'Device',
};
