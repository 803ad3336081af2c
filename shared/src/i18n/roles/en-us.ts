/**
 * The texts of the role page (issue 37): what a deep link to a page the signed-in person's role
 * cannot use shows. Loaded with that page's own chunk, so the login page downloads none of them.
 */
export default {
  'roles.name.owner': 'Owner',
  'roles.name.admin': 'Admin',
  'roles.name.billing': 'Billing',
  'roles.name.viewer': 'Viewer',
  'roles.denied.title': 'No access to this page',
  'roles.denied.body': 'Your role ({role}) does not give access to this page.',
  'roles.denied.ask': "The account's owner can change your role.",
  'roles.denied.link': 'Go to {page}',
};
