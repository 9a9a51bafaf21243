// The reference server's host: System.Web's own pipeline (modules, handlers, page compilation, ScriptModule's
// page methods) in an application domain made by ApplicationHost, fed by an HttpListener. It stands in for IIS,
// and for Debian's mono-xsp4, which crashes at start on bookworm.
//
//   mono ReferenceHost.exe <port> <site folder>
//
// It runs until stopped, or until its standard input ends.
// The site folder holds web.config, Default.aspx and bin/ with this assembly (the application domain loads it
// from there) and the page's code.
using System;
using System.IO;
using System.Net;
using System.Threading;
using System.Web;
using System.Web.Hosting;

namespace ReferenceHost
{
	public static class Program
	{
		public static int Main (string[] args)
		{
			int port;
			if (args.Length != 2 || !int.TryParse (args [0], out port) || !Directory.Exists (args [1])) {
				Console.Error.WriteLine ("usage: mono ReferenceHost.exe <port> <site folder>");
				return 2;
			}
			// The host ends with whoever started it: reference-server.ts holds its standard input, so a test run killed
			// outright leaves no server behind.
			new Thread (() => {
				while (Console.In.Read () >= 0) {
				}
				Environment.Exit (0);
			}) { IsBackground = true }.Start ();
			var site = (Site) ApplicationHost.CreateApplicationHost (typeof (Site), "/", Path.GetFullPath (args [1]));
			site.Serve (port);
			return 0;
		}
	}

	/// <summary>Lives in the application's domain: every request is handed to HttpRuntime there.</summary>
	public class Site : MarshalByRefObject
	{
		// The default domain holds this object for the life of the process: it must never be collected.
		public override object InitializeLifetimeService ()
		{
			return null;
		}

		public void Serve (int port)
		{
			var listener = new HttpListener ();
			listener.Prefixes.Add ("http://127.0.0.1:" + port + "/");
			listener.Start ();
			// reference-server.ts waits for an answer, not for this line; it is for a person starting it by hand.
			Console.WriteLine ("Reference ASP.NET server at http://127.0.0.1:" + port + "/Default.aspx");
			while (true) {
				HttpListenerContext context = listener.GetContext ();
				ThreadPool.QueueUserWorkItem (_ => Handle (context));
			}
		}

		static void Handle (HttpListenerContext context)
		{
			try {
				HttpRuntime.ProcessRequest (new ListenerWorkerRequest (context));
			} catch (Exception e) {
				// Only a failure of the host itself lands here: System.Web answers its own errors.
				Console.Error.WriteLine (e);
				context.Response.StatusCode = 502;
				context.Response.Close ();
			}
		}
	}
}
