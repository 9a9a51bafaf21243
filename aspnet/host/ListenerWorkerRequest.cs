using System;
using System.Collections.Generic;
using System.IO;
using System.Net;
using System.Web;
using System.Web.Hosting;

namespace ReferenceHost
{
	/// <summary>
	/// One HttpListener request as System.Web sees it: the method, the path split into the file and the path info
	/// after it (`/Default.aspx` + `/GetOptions`, as IIS splits it, which is what ScriptModule needs), the query,
	/// every header and the whole body. What System.Web answers (status, headers, body) is kept and sent once the
	/// request ends, with its length.
	/// </summary>
	class ListenerWorkerRequest : SimpleWorkerRequest
	{
		readonly HttpListenerContext context;
		readonly string filePath;
		readonly string pathInfo;
		readonly byte[] body;
		int status = 200;
		string statusText = "OK";
		readonly List<KeyValuePair<string, string>> headers = new List<KeyValuePair<string, string>> ();
		readonly MemoryStream output = new MemoryStream ();
		bool sent;

		public ListenerWorkerRequest (HttpListenerContext context)
			: base (context.Request.Url.AbsolutePath.TrimStart ('/'), QueryOf (context), TextWriter.Null)
		{
			this.context = context;
			SplitPath (context.Request.Url.AbsolutePath, out filePath, out pathInfo);
			using (var read = new MemoryStream ()) {
				context.Request.InputStream.CopyTo (read);
				body = read.ToArray ();
			}
		}

		static string QueryOf (HttpListenerContext context)
		{
			string query = context.Request.Url.Query;
			return query.Length > 0 ? query.Substring (1) : "";
		}

		/// <summary>The longest leading part of the path that is a file of the site is the file; the rest is path info.</summary>
		static void SplitPath (string path, out string file, out string info)
		{
			string root = HttpRuntime.AppDomainAppPath;
			int end = path.Length;
			while (end > 1) {
				string candidate = path.Substring (0, end);
				if (File.Exists (Path.Combine (root, candidate.TrimStart ('/')))) {
					file = candidate;
					info = path.Substring (end);
					return;
				}
				end = path.LastIndexOf ('/', end - 1);
			}
			file = path;
			info = "";
		}

		public override string GetHttpVerbName () { return context.Request.HttpMethod; }
		public override string GetHttpVersion () { return "HTTP/" + context.Request.ProtocolVersion; }
		public override string GetRawUrl () { return context.Request.RawUrl; }
		public override string GetUriPath () { return filePath + pathInfo; }
		public override string GetFilePath () { return filePath; }
		public override string GetPathInfo () { return pathInfo; }
		public override string GetFilePathTranslated () { return Path.Combine (HttpRuntime.AppDomainAppPath, filePath.TrimStart ('/')); }
		public override string GetLocalAddress () { return context.Request.LocalEndPoint.Address.ToString (); }
		public override int GetLocalPort () { return context.Request.LocalEndPoint.Port; }
		public override string GetServerName () { return context.Request.Url.Host; }
		public override string GetRemoteAddress () { return context.Request.RemoteEndPoint.Address.ToString (); }
		public override int GetRemotePort () { return context.Request.RemoteEndPoint.Port; }

		public override string GetKnownRequestHeader (int index)
		{
			return context.Request.Headers [GetKnownRequestHeaderName (index)];
		}

		public override string GetUnknownRequestHeader (string name)
		{
			return context.Request.Headers [name];
		}

		public override string[][] GetUnknownRequestHeaders ()
		{
			var unknown = new List<string[]> ();
			foreach (string name in context.Request.Headers.AllKeys) {
				if (GetKnownRequestHeaderIndex (name) < 0)
					unknown.Add (new [] { name, context.Request.Headers [name] });
			}
			return unknown.ToArray ();
		}

		public override byte[] GetPreloadedEntityBody () { return body; }
		public override bool IsEntireEntityBodyIsPreloaded () { return true; }
		public override int ReadEntityBody (byte[] buffer, int size) { return 0; }

		public override void SendStatus (int statusCode, string statusDescription)
		{
			status = statusCode;
			statusText = statusDescription;
		}

		public override void SendKnownResponseHeader (int index, string value)
		{
			headers.Add (new KeyValuePair<string, string> (GetKnownResponseHeaderName (index), value));
		}

		public override void SendUnknownResponseHeader (string name, string value)
		{
			headers.Add (new KeyValuePair<string, string> (name, value));
		}

		public override void SendResponseFromMemory (byte[] data, int length)
		{
			output.Write (data, 0, length);
		}

		public override void SendResponseFromFile (string filename, long offset, long length)
		{
			using (var file = File.OpenRead (filename)) {
				file.Seek (offset, SeekOrigin.Begin);
				var chunk = new byte [length < 0 ? file.Length - offset : length];
				int read = file.Read (chunk, 0, chunk.Length);
				output.Write (chunk, 0, read);
			}
		}

		public override void SendResponseFromFile (IntPtr handle, long offset, long length)
		{
			throw new NotSupportedException ("the reference host sends files by name only");
		}

		public override void FlushResponse (bool finalFlush)
		{
			if (finalFlush)
				Send ();
		}

		public override void EndOfRequest ()
		{
			Send ();
		}

		void Send ()
		{
			if (sent)
				return;
			sent = true;
			HttpListenerResponse response = context.Response;
			response.StatusCode = status;
			response.StatusDescription = statusText;
			foreach (KeyValuePair<string, string> header in headers) {
				// HttpListener writes these itself, from what is set below.
				if (header.Key == "Content-Length" || header.Key == "Transfer-Encoding" || header.Key == "Connection")
					continue;
				if (header.Key == "Content-Type")
					response.ContentType = header.Value;
				else
					response.AppendHeader (header.Key, header.Value);
			}
			response.ContentLength64 = output.Length;
			output.Position = 0;
			output.CopyTo (response.OutputStream);
			response.Close ();
		}
	}
}
